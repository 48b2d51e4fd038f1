export const ROLES = ['all', 'web', 'worker'] as const;
export type Role = (typeof ROLES)[number];

/** `--role web|worker|all` (or `--role=web`); default all. */
export function parseRole(argv: string[]): Role {
  let value: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (arg === '--role') value = argv[i + 1];
    else if (arg.startsWith('--role=')) value = arg.slice('--role='.length);
  }
  if (value === undefined) return 'all';
  if ((ROLES as readonly string[]).includes(value)) return value as Role;
  throw new Error(`--role must be one of ${ROLES.join(', ')} (got "${value}")`);
}

export const servesHttp = (role: Role) => role === 'all' || role === 'web';
export const runsJobs = (role: Role) => role === 'all' || role === 'worker';
