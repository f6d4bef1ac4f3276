/** Keys the loopback stand-ins accept; anything else is refused as a real provider would. */
export const GOOD_AI_KEY = 'sk-e2e-valid-key-0123456789';
export const BAD_AI_KEY = 'sk-e2e-revoked-key-000000000';
export const GOOD_JINA_KEY = 'jina_e2e_valid_key_0123456789';
