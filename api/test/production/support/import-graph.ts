import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export interface ImportGraph {
  /** Repository-relative paths of every source file the entry reaches. */
  files: string[];
  /** Bare package names imported by those files (node: builtins left out). */
  packages: string[];
}

const EXTENSIONS = ['', '.ts', '.tsx', '.mts', '.mjs', '.js', '/index.ts'];

/**
 * Follows static imports, dynamic imports and `new URL('./x', import.meta.url)` worker
 * entries from one file, resolving relative paths and the @common alias, as the runtime
 * (tsx with tsconfig paths) would.
 */
export function importGraph(root: string, entry: string, aliases: Record<string, string> = { '@common/': 'common/src/' }): ImportGraph {
  const seen = new Set<string>();
  const packages = new Set<string>();
  const resolveFile = (base: string) => EXTENSIONS.map((e) => base + e).find((p) => existsSync(p) && statSync(p).isFile());
  const visit = (abs: string) => {
    if (seen.has(abs)) return;
    seen.add(abs);
    const text = readFileSync(abs, 'utf8');
    const specifiers = [
      // Type-only imports are erased when the code runs: they need no package at runtime.
      ...[...text.matchAll(/(?:^|\n)\s*(?:import|export)(\s+type)?\s[^'"`;]*?from\s*['"]([^'"]+)['"]/g)].filter((m) => !m[1]).map((m) => m[2]!),
      ...[...text.matchAll(/(?:^|\n)\s*import\s*['"]([^'"]+)['"]/g)].map((m) => m[1]!),
      ...[...text.matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g)].map((m) => m[1]!),
      ...[...text.matchAll(/new URL\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*,\s*import\.meta\.url\s*\)/g)].map((m) => m[1]!),
    ];
    for (const spec of specifiers) {
      const alias = Object.keys(aliases).find((a) => spec.startsWith(a));
      let target: string | undefined;
      if (spec.startsWith('.')) target = resolveFile(path.resolve(path.dirname(abs), spec));
      else if (alias) target = resolveFile(path.join(root, aliases[alias]!, spec.slice(alias.length)));
      else if (spec.startsWith('node:')) continue;
      else {
        packages.add(spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]!);
        continue;
      }
      if (target && /\.(ts|tsx|mts|mjs|js)$/.test(target)) visit(target);
    }
  };
  visit(path.join(root, entry));
  return { files: [...seen].map((f) => path.relative(root, f)).sort(), packages: [...packages].sort() };
}
