/**
 * When an action answers before reading the whole request body (too large,
 * rate-limited, unreadable), the rest of the upload must still be read and
 * thrown away: destroying the request instead resets the connection, and the
 * browser shows a network error instead of our 413/429 page. Past a cap the
 * connection is given up on.
 */
const DISCARD_CAP_BYTES = 64 * 1024 * 1024;

export function discardRequestBody(request: Request, capBytes = DISCARD_CAP_BYTES): void {
  const body = request.body;
  if (!body || body.locked) return;
  const reader = body.getReader();
  void (async () => {
    let total = 0;
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        total += value.byteLength;
        if (total > capBytes) {
          await reader.cancel();
          return;
        }
      }
    } catch {
      // The client went away: nothing left to discard.
    }
  })();
}
