// Lets a second process of an integration test import the route handlers outside Next, as vitest's aliases and
// `css: false` let the test process: `server-only` is the empty module Next's server graph gets, and a CSS module
// (reached through the features' index files) an empty class map. `node --import` this file: it registers itself.
import { register } from 'node:module'
import { isMainThread } from 'node:worker_threads'

export async function resolve(specifier, context, nextResolve) {
  if (specifier === 'server-only') return nextResolve(new URL('../../node_modules/server-only/empty.js', import.meta.url).href, context)
  return nextResolve(specifier, context)
}

export async function load(url, context, nextLoad) {
  if (/\.css(\?|$)/.test(url)) return { format: 'module', source: 'export default {}', shortCircuit: true }
  return nextLoad(url, context)
}

if (isMainThread) register(import.meta.url)
