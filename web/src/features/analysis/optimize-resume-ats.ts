import { useMutation } from '@tanstack/react-query';
import { optimizeResumeAts } from '@common/api/analysis';
import { ATS_OPTIMIZE_TARGET_ROLE } from '@common/contract/analysis';
import { api } from '../../lib/api-client';

/** The analyzer's 'Generate High-Score ATS Resume' call, for the fixed role of SPEC section 7. */
export const useOptimizeResumeAts = () =>
  useMutation({ mutationFn: (file: File) => optimizeResumeAts(api, file, ATS_OPTIMIZE_TARGET_ROLE) });
