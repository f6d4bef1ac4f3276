// Worker entry. The engine is TypeScript run by tsx; a worker thread does not inherit the
// parent's loader (and `--import tsx` in execArgv fails under Vitest), so register it here.
import { register } from 'tsx/esm/api';

register();
await import('./worker-main.ts');
