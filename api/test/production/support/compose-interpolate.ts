/**
 * Compose Specification variable interpolation (12-interpolation.md) for one string:
 * $$ (a literal $), $VAR, ${VAR}, ${VAR:-default}, ${VAR-default}, ${VAR:?error},
 * ${VAR?error}, ${VAR:+replacement}, ${VAR+replacement}. Throws the error text of a
 * required variable that is missing, as `docker compose` refuses to start.
 */
export function interpolate(value: string, env: Record<string, string | undefined>): string {
  return value.replace(/\$\$|\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?[-?+])((?:[^{}]|\{[^{}]*\})*))?\}|\$([A-Za-z_][A-Za-z0-9_]*)/g, (whole, braced, op, arg, bare) => {
    if (whole === '$$') return '$';
    const name = braced ?? bare;
    const v = env[name];
    const set = v !== undefined;
    const nonEmpty = set && v !== '';
    switch (op) {
      case undefined:
        return v ?? '';
      case ':-':
        return nonEmpty ? v! : interpolate(arg, env);
      case '-':
        return set ? v! : interpolate(arg, env);
      case ':?':
        if (!nonEmpty) throw new Error(`${name}: ${arg || 'required'}`);
        return v!;
      case '?':
        if (!set) throw new Error(`${name}: ${arg || 'required'}`);
        return v!;
      case ':+':
        return nonEmpty ? interpolate(arg, env) : '';
      case '+':
        return set ? interpolate(arg, env) : '';
      default:
        throw new Error(`unsupported interpolation ${whole}`);
    }
  });
}

/** The ${...} expressions of a string: name, operator and argument. */
export function expressions(value: string) {
  return [...value.matchAll(/\$\{([A-Za-z_][A-Za-z0-9_]*)(:?[-?+])?([^}]*)\}/g)].map((m) => ({ name: m[1]!, op: m[2] ?? null, arg: m[3] ?? '' }));
}
