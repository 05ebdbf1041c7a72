/**
 * The live stream's code, loaded with the signed-in shell's first render rather than with the
 * shell: neither the sign-in page nor the shell's first paint waits for it.
 */
import { lazyModule } from '../../lib/lazy';

export const liveCode = lazyModule(() => import('./index'));
