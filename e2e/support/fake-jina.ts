import { GOOD_JINA_KEY } from './keys';
import { sendJson, startLoopback } from './loopback-server';

/** The Jina reader's shape: GET /<url> with a bearer key answers {data: {url, title, content}}. */
export function startFakeJina() {
  return startLoopback((req, _body, res) => {
    if (req.headers.authorization !== `Bearer ${GOOD_JINA_KEY}`) {
      sendJson(res, 401, { message: 'Invalid API key' });
      return;
    }
    const target = decodeURIComponent((req.url ?? '/').slice(1));
    sendJson(res, 200, { code: 200, data: { url: target, title: 'Example Domain', content: '# Example Domain\n\nThis domain is for use in examples.' } });
  });
}
