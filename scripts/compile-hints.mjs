// A build step (scripts/build.mjs, before the precompression): V8's compile hint at the top of every script a
// page loads before its first interaction.
//
// V8 compiles a function when it is first called, on the main thread, unless the script says otherwise. Every
// module factory of a page's first-load chunks is called while the page starts, so that compilation was one long
// task per page: 130–340 ms of `instantiateModule` self time at 4× slowdown, by profile. With
// `//# allFunctionsCalledOnLoad` first in the file (Chromium 136+; other engines read a comment), V8 compiles the
// file's functions while it streams the script, off the main thread. The same build with and without it, side by
// side at 4×: 79–234 ms less blocking time after the first paint on each of five pages (docs/rendering.md).
//
// Only the first-load chunks are marked: the framework's and each route's entry chunks (Next's build and client
// reference manifests). A chunk loaded later (the panorama's viewer, the video player, the admin's editors) is
// a library that runs a few of its functions: compiling all of them would spend a phone's CPU and memory for
// nothing.
//   node scripts/compile-hints.mjs [.next]
import fs from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import vm from 'node:vm'

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

const MANIFEST_SUFFIX = '_client-reference-manifest.js'

/** The chunks some page loads at its start: `static/chunks/…` paths, relative to the build folder. */
export async function firstLoadChunks(nextDir) {
  const build = JSON.parse(await fs.readFile(path.join(nextDir, 'build-manifest.json'), 'utf8'))
  const chunks = new Set(build.rootMainFiles ?? [])
  const entries = await fs.readdir(path.join(nextDir, 'server', 'app'), { recursive: true, withFileTypes: true })
  for (const entry of entries) {
    if (!entry.isFile() || !entry.name.endsWith(MANIFEST_SUFFIX)) continue
    // A manifest is a script that fills globalThis.__RSC_MANIFEST: run it in a context of its own.
    const context = vm.createContext({})
    vm.runInContext(await fs.readFile(path.join(entry.parentPath, entry.name), 'utf8'), context)
    for (const manifest of Object.values(context.__RSC_MANIFEST ?? {}))
      for (const files of Object.values(manifest.entryJSFiles ?? {})) for (const file of files) chunks.add(file)
  }
  // A Next upgrade that moved these would otherwise leave every page without its hints, silently.
  if (chunks.size === 0) throw new Error(`compile hints: no first-load chunks found in ${nextDir}'s manifests`)
  return [...chunks].sort()
}

/** Puts the hint first in one chunk, once; its source map, when there is one, moves down by the added line. */
async function mark(file) {
  const code = await fs.readFile(file, 'utf8')
  if (code.startsWith(COMPILE_HINT)) return false
  await fs.writeFile(file, COMPILE_HINT + code)
  const mapName = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(code)?.[1]
  if (mapName && !mapName.startsWith('data:')) {
    const mapFile = path.join(path.dirname(file), mapName)
    const map = JSON.parse(await fs.readFile(mapFile, 'utf8').catch(() => 'null'))
    // One more generated line, with nothing mapped on it: a leading ';' in the mappings.
    if (map?.mappings !== undefined) await fs.writeFile(mapFile, JSON.stringify({ ...map, mappings: `;${map.mappings}` }))
  }
  return true
}

/** Marks every first-load chunk of the build in `nextDir`; how many there are and how many were marked now. */
export async function markFirstLoadChunks(nextDir) {
  const chunks = await firstLoadChunks(nextDir)
  const marked = await Promise.all(chunks.map((chunk) => mark(path.join(nextDir, chunk))))
  return { chunks: chunks.length, marked: marked.filter(Boolean).length }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2] ?? '.next'
  const { chunks, marked } = await markFirstLoadChunks(dir)
  console.log(`compile hints: ${chunks} first-load chunks in ${dir}, ${marked} marked now`)
}
