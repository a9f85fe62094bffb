type CacheNode = { objects?: WeakMap<object, CacheNode>; others?: Map<unknown, CacheNode>; value?: unknown; built?: boolean };

function child(node: CacheNode, key: unknown): CacheNode {
  const isObject = (typeof key === 'object' && key !== null) || typeof key === 'function';
  const map: WeakMap<object, CacheNode> | Map<unknown, CacheNode> = isObject ? (node.objects ??= new WeakMap()) : (node.others ??= new Map());
  let next = map.get(key as object);
  if (!next) map.set(key as object, (next = {}));
  return next;
}

/**
 * Builds once per combination of arguments, compared by identity: a second call with the same
 * objects (and the same strings or `undefined`) gets the first call's value back. Objects are held
 * weakly, so an entry goes when one of its objects does; put object arguments first, so the few
 * strings and `undefined`s are held under them rather than for the page's life.
 */
export function identityCache<A extends readonly unknown[], V>(build: (...args: A) => V): (...args: A) => V {
  const root: CacheNode = {};
  return (...args) => {
    const node = args.reduce<CacheNode>(child, root);
    if (!node.built) {
      node.value = build(...args);
      node.built = true;
    }
    return node.value as V;
  };
}
