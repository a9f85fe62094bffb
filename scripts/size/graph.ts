/**
 * What a page downloads from a host's bundle, gzipped file by file (each chunk is its own response):
 * the first paint (the entry and what it imports statically), the chunks it may fetch later through
 * import(), and the whole of what a full flow can load (both together).
 */
import { gzipSync } from 'node:zlib';
import type { Chunk, HostBundle } from './bundlers';

export const gzip = (code: string | Uint8Array) => gzipSync(code, { level: 9 }).length;

/** A set of chunks by its gzipped and minified bytes. */
export type Weight = { gzip: number; minified: number; files: number };

/** A chunk fetched only through import(), by name and gzipped bytes. */
export type LazyChunk = { name: string; gzip: number };

export type Loaded = { firstPaint: Weight; lazy: LazyChunk[]; fullFlow: Weight };

function closure(byName: Map<string, Chunk>, from: string[], follow: (chunk: Chunk) => string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (name: string) => {
    const chunk = byName.get(name);
    if (!chunk || seen.has(name)) return;
    seen.add(name);
    follow(chunk).forEach(visit);
  };
  from.forEach(visit);
  return seen;
}

function weigh(chunks: Chunk[]): Weight {
  return {
    gzip: chunks.reduce((sum, chunk) => sum + gzip(chunk.code), 0),
    minified: chunks.reduce((sum, chunk) => sum + Buffer.byteLength(chunk.code), 0),
    files: chunks.length,
  };
}

export function loaded({ chunks }: HostBundle): Loaded {
  const byName = new Map(chunks.map((chunk) => [chunk.name, chunk]));
  const entries = chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.name);
  const initial = closure(byName, entries, (chunk) => chunk.imports);
  const reachable = closure(byName, entries, (chunk) => [...chunk.imports, ...chunk.dynamicImports]);
  const pick = (names: Set<string>) => chunks.filter((chunk) => names.has(chunk.name));
  const lazy = pick(reachable)
    .filter((chunk) => !initial.has(chunk.name))
    .map((chunk) => ({ name: chunk.name, gzip: gzip(chunk.code) }))
    .sort((a, b) => b.gzip - a.gzip);
  return { firstPaint: weigh(pick(initial)), lazy, fullFlow: weigh(pick(reachable)) };
}
