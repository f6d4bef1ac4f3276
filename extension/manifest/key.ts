/**
 * The public half of the RSA key that fixes the Chrome extension id. Chrome derives the id
 * from this key (SHA-256 of the DER bytes, first 32 hex digits written as a-p), so every
 * unpacked install has the same origin and the API can allow-list it (ALLOWED_ORIGINS).
 * The private half is not needed to build or load the extension and is not kept here.
 */
export const EXTENSION_PUBLIC_KEY =
  'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAn2T2RcBWBDuiEXC/YF1oKCszm7K3UfAb8GgDOcPvdEyf73Ezuhyg6pSIlT6DrbPXH/Q5tAs8A3gYveteie7H4m7JcFDp1iSFzfQ5uuUcKFSJP4fJUZSVJf2wYQNDkJ20SbfYK1wxbOxrR7BAgFjR0bycrkanHE5cdqIhfJmeuTwdBnGpqbGaNnPcz1ERETdD8o2z3/2UkZLkLBARzD8OumKRJE00XMCViaAvzD6YgT0kjU/oI5dhaBcCWhY8GN2k+PLzl+4ItcAJtEoX5ae7ee0FvU0Qw/864/1H+UCfg/K+pQfL1PHa+HaEhAacmxoLz5sx01TQJkPsr+8swcJCGQIDAQAB';

/** The Chrome extension id that EXTENSION_PUBLIC_KEY yields; its origin goes into the API's ALLOWED_ORIGINS. */
export const CHROME_EXTENSION_ID = 'kajanmnpennahpbjcjcdfoffobiaogji';

/** Firefox ids are chosen, not derived; its moz-extension:// origin is still random per install. */
export const FIREFOX_EXTENSION_ID = 'smart-cover-letter@jobseeker-toolkit.invalid';
