import OpenAI from 'openai';

const TIMEOUT_MS = 10_000;

/** True when the OpenAI-compatible endpoint accepts the key (it lists models). */
export async function testOpenAiKey(apiKey: string, baseURL: string): Promise<boolean> {
  const openai = new OpenAI({ apiKey, baseURL, timeout: TIMEOUT_MS, maxRetries: 0 });
  try {
    await openai.models.list();
    return true;
  } catch {
    return false;
  }
}

/** True when the Jina reader accepts the key for a real read. */
export async function testJinaKey(apiKey: string, jinaBaseUrl: string): Promise<boolean> {
  try {
    const res = await fetch(`${jinaBaseUrl}/https://example.com`, {
      headers: { Authorization: `Bearer ${apiKey}`, Accept: 'application/json' },
      signal: AbortSignal.timeout(TIMEOUT_MS),
      redirect: 'manual',
    });
    await res.body?.cancel();
    return res.ok;
  } catch {
    return false;
  }
}
