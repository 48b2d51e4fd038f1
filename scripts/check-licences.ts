// Fails when a production dependency carries a licence that is not on the allow-list in licences-allowed.json (or
// none, or one we cannot parse). Dev-only packages are checked too but only reported: they are never shipped.
// The tree comes from `npm query`, npm's own view of what is installed, which knows workspaces and dev-only edges
// (license-checker-style tools that walk from the root lose the workspaces' dependencies in --production mode).
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import parseSpdx, { type SpdxExpression } from 'spdx-expression-parse';

export interface LicencePolicy {
  allowed: string[];
  exceptions: Record<string, { declared: string | null; reason: string }>;
}

export interface InstalledPackage {
  name: string;
  version: string;
  location: string;
  dev: boolean;
  /** What package.json declares: an SPDX expression, the old `licenses` array / object, or nothing. */
  declared: string | null;
}

type SpdxNode = SpdxExpression;

/** The declared licence as one string: `license`, or the legacy `licenses: [{type}]` joined with OR. */
export function declaredLicence(manifest: { license?: unknown; licenses?: unknown }): string | null {
  const value = manifest.license ?? manifest.licenses;
  if (typeof value === 'string') return value.trim() || null;
  const list = Array.isArray(value) ? value : value && typeof value === 'object' ? [value] : [];
  const types = list
    .map((entry: unknown) => (typeof entry === 'string' ? entry : (entry as { type?: unknown })?.type))
    .filter((t): t is string => typeof t === 'string');
  if (types.length === 0) return null;
  return types.length === 1 ? types[0]! : `(${types.join(' OR ')})`;
}

/** Why a package is not acceptable, or null when it is. */
export function licenceProblem(pkg: Pick<InstalledPackage, 'name' | 'declared'>, policy: LicencePolicy): string | null {
  const exception = policy.exceptions[pkg.name];
  if (exception) {
    return exception.declared === pkg.declared ? null : `excepted as ${JSON.stringify(exception.declared)} but now declares ${JSON.stringify(pkg.declared)}`;
  }
  if (!pkg.declared) return 'no licence declared';
  let tree: SpdxNode;
  try {
    tree = parseSpdx(pkg.declared);
  } catch {
    return `not an SPDX expression: ${pkg.declared}`;
  }
  const allowed = new Set(policy.allowed);
  const ok = (node: SpdxNode): boolean => {
    if ('conjunction' in node) return node.conjunction === 'or' ? ok(node.left) || ok(node.right) : ok(node.left) && ok(node.right);
    // "GPL-2.0+" means "or later": acceptable if the -or-later form is.
    return allowed.has(node.license) || (node.plus === true && allowed.has(`${node.license}-or-later`));
  };
  return ok(tree) ? null : `licence not allowed: ${pkg.declared}`;
}

async function installedPackages(root: string): Promise<InstalledPackage[]> {
  const { stdout } = await promisify(execFile)('npm', ['query', '*'], { cwd: root, maxBuffer: 256 * 1024 * 1024 });
  const nodes = JSON.parse(stdout) as { name?: string; version?: string; location?: string; dev?: boolean; license?: unknown; licenses?: unknown }[];
  return nodes.map((node) => ({
    name: node.name ?? '(unnamed)',
    version: node.version ?? '?',
    location: node.location ?? '',
    dev: node.dev === true,
    declared: declaredLicence(node),
  }));
}

async function main(): Promise<void> {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const policy = JSON.parse(await readFile(path.join(root, 'licences-allowed.json'), 'utf8')) as LicencePolicy;
  const packages = await installedPackages(root);
  const problems = packages.map((pkg) => ({ pkg, problem: licenceProblem(pkg, policy) })).filter((p) => p.problem !== null);
  for (const { pkg, problem } of problems) {
    console.log(`${pkg.dev ? 'warning (dev only)' : 'ERROR'}: ${pkg.name}@${pkg.version} (${pkg.location}): ${problem}`);
  }
  const production = packages.filter((p) => !p.dev);
  const failing = problems.filter((p) => !p.pkg.dev).length;
  console.log(`licences: ${production.length} production and ${packages.length - production.length} dev-only packages checked; ${failing} production problems`);
  if (failing > 0) process.exitCode = 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
