'use client'

export { default } from '../(default)/error'
