/** What the parser screens show for any value the parser could not read (SPEC section 2). */
export const NOT_EXTRACTED = 'NOT EXTRACTED';

export const orMissing = (value: string | null | undefined) => (value && value.trim() ? value : NOT_EXTRACTED);
