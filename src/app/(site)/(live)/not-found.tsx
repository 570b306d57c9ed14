export { default, metadata } from '../(default)/not-found'
