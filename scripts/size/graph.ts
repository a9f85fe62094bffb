/**
 * What a page downloads from a host's bundle, gzipped file by file (each chunk is its own response):
 * the first paint (the entry and what it imports statically), the chunks it may fetch later through
 * import(), and the whole of what a full flow can load (both together): in English, and in the language
 * whose catalogue weighs most (a person loads the catalogue of the one language they read, never all).
 */
import { gzipSync } from 'node:zlib';
import type { Chunk, HostBundle } from './bundlers';

export const gzip = (code: string | Uint8Array) => gzipSync(code, { level: 9 }).length;

/** A set of chunks by its gzipped and minified bytes. */
export type Weight = { gzip: number; minified: number; files: number };

/** A chunk fetched only through import(), by name and gzipped bytes. */
export type LazyChunk = { name: string; gzip: number };

/** `fullFlow` is in English (no catalogue); `inLanguage` adds the heaviest catalogue, the most one language can add. */
export type Loaded = { firstPaint: Weight; lazy: LazyChunk[]; fullFlow: Weight; inLanguage: Weight };

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

// A language's catalogue: a chunk of its own, and a person loads one of them, never all.
const isCatalogue = (chunk: Chunk) => chunk.modules.length > 0 && chunk.modules.every((id) => /[/\\]messages[/\\]catalogues[/\\]/.test(id));

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
  // A full flow loads one language at most: in English none of the catalogues, in another its own.
  const english = pick(reachable).filter((chunk) => !isCatalogue(chunk));
  const heaviest = pick(reachable).filter(isCatalogue).sort((a, b) => gzip(b.code) - gzip(a.code))[0];
  return { firstPaint: weigh(pick(initial)), lazy, fullFlow: weigh(english), inLanguage: weigh(heaviest ? [...english, heaviest] : english) };
}
