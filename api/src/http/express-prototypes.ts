import http from 'node:http';
import type { Express } from 'express';

/**
 * Request and response classes for `http.createServer` whose objects are born with Express's
 * prototypes (`app.request`, `app.response`).
 *
 * Express gives every request and response its prototypes with `Object.setPrototypeOf` as
 * it enters the app. Measured on Node 20 (V8 11.3) with `--trace-gc-nvp` under 300 reads/s,
 * requests whose prototype was changed after they were made survived young-generation
 * collections far more often, with everything hanging off them (headers, the properties
 * middleware adds): 2.6 MB promoted to the old generation per scavenge, about 40% of what
 * was allocated, against 0.5 MB once the prototypes were right from the start. A bare
 * Express app shows the same against plain node:http. The promoted garbage brought an
 * old-generation collection every few seconds, each stalling reads for tens of
 * milliseconds. When the object already has the prototype, Express's call changes nothing.
 * (`npm run bench -- load` shows the effect on p99; the test checks the prototypes.)
 *
 * Until `adopt(app)` is called, objects get Node's own prototypes.
 */
export function expressPrototypes() {
  // Plain functions, not classes: their `prototype` can be pointed at the app once it
  // exists. Reflect.construct runs Node's constructor with this function as new.target, so
  // the object is made with whatever `prototype` holds at that moment.
  function Request(...args: unknown[]): object {
    return Reflect.construct(http.IncomingMessage, args, Request);
  }
  function Response(...args: unknown[]): object {
    return Reflect.construct(http.ServerResponse, args, Response);
  }
  Request.prototype = http.IncomingMessage.prototype;
  Response.prototype = http.ServerResponse.prototype;
  return {
    serverOptions: {
      IncomingMessage: Request as unknown as typeof http.IncomingMessage,
      ServerResponse: Response as unknown as typeof http.ServerResponse,
    } satisfies http.ServerOptions,
    adopt(app: Express) {
      Request.prototype = app.request;
      Response.prototype = app.response;
    },
  };
}
