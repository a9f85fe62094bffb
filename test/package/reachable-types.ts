import { join, relative } from 'node:path';
import ts from 'typescript';

/** A type a host meets in an exported signature but cannot import by name, and where it was met. */
export type Unexported = { name: string; declaredIn: string; reachedFrom: string };

/** The named declarations a type reference, heritage clause, `typeof` or `import()` type leads to. */
function referencedSymbols(node: ts.Node, checker: ts.TypeChecker): ts.Symbol[] {
  let name: ts.Node | undefined;
  if (ts.isTypeReferenceNode(node)) name = node.typeName;
  else if (ts.isExpressionWithTypeArguments(node)) name = node.expression;
  else if (ts.isTypeQueryNode(node)) name = node.exprName;
  else if (ts.isImportTypeNode(node)) name = node.qualifier;
  if (!name) return [];
  const target = ts.isQualifiedName(name) ? name.right : ts.isPropertyAccessExpression(name) ? name.name : name;
  const symbol = checker.getSymbolAtLocation(target);
  return symbol ? [symbol] : [];
}

const resolved = (symbol: ts.Symbol, checker: ts.TypeChecker) => (symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol);

/** Inside `declare global { … }`: reachable by its global name, no import needed. */
function isGlobal(declaration: ts.Node): boolean {
  for (let node: ts.Node | undefined = declaration; node; node = node.parent) {
    if (ts.isModuleDeclaration(node) && node.flags & ts.NodeFlags.GlobalAugmentation) return true;
  }
  return false;
}

/**
 * Walks every declaration reachable from the exports of `entries` (built `.d.ts` files under
 * `packageDir`): each named type, interface, class, enum or value a signature, member, heritage clause
 * or `typeof` refers to, and what those refer to in turn. Returns the types (not values) declared in
 * the package that no entry exports, so a host could only write them as `Parameters<…>` or `NonNullable<…['x']>`.
 * Types of other packages (React, zod) and of the platform are the host's to import from there.
 */
export function unexportedReachableTypes(packageDir: string, entries: string[]): Unexported[] {
  const files = entries.map((entry) => join(packageDir, entry));
  const program = ts.createProgram(files, { noEmit: true, skipLibCheck: true, strict: true, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, target: ts.ScriptTarget.ES2022, jsx: ts.JsxEmit.ReactJSX });
  const checker = program.getTypeChecker();
  // In the package's folder (which may itself sit in a host's node_modules), not in a dependency's.
  const ours = (node: ts.Node) => {
    const path = relative(packageDir, node.getSourceFile().fileName);
    return !path.startsWith('..') && !path.split(/[\\/]/).includes('node_modules');
  };

  const exported = new Set<ts.Symbol>();
  const queue: Array<{ symbol: ts.Symbol; from: string }> = [];
  for (const file of files) {
    const source = program.getSourceFile(file);
    const module = source && checker.getSymbolAtLocation(source);
    if (!module) throw new Error(`${file} is not a module the compiler could read`);
    for (const symbol of checker.getExportsOfModule(module)) {
      const target = resolved(symbol, checker);
      exported.add(target);
      queue.push({ symbol: target, from: `${relative(packageDir, file)} export ${symbol.name}` });
    }
  }

  const seen = new Set<ts.Symbol>();
  const missing = new Map<ts.Symbol, Unexported>();
  while (queue.length) {
    const { symbol, from } = queue.shift()!;
    if (seen.has(symbol)) continue;
    seen.add(symbol);
    for (const declaration of symbol.declarations ?? []) {
      if (!ours(declaration)) continue;
      const visit = (node: ts.Node): void => {
        for (const found of referencedSymbols(node, checker)) {
          const target = resolved(found, checker);
          const declarations = (target.declarations ?? []).filter(ours);
          if (!declarations.length || target.flags & ts.SymbolFlags.TypeParameter || declarations.some(isGlobal)) continue;
          // A value reached through `typeof` (a `const` list behind a union type) is walked through, not named by hosts.
          if (!exported.has(target) && !missing.has(target) && target.flags & ts.SymbolFlags.Type) {
            missing.set(target, { name: target.name, declaredIn: relative(packageDir, declarations[0]!.getSourceFile().fileName), reachedFrom: from });
          }
          queue.push({ symbol: target, from: `${from} → ${target.name}` });
        }
        ts.forEachChild(node, visit);
      };
      visit(declaration);
    }
  }
  return [...missing.values()].sort((a, b) => a.name.localeCompare(b.name));
}
