// The bench's yardstick (bench-measure.mjs, decision 1042): a bare node:http server, in a process
// of its own, answering each page's exact bytes from memory with the product's Content-Type,
// Content-Encoding and Content-Length and nothing else (Node adds Date and keep-alive, as it
// does for the product). The pages come from the parent over IPC; it answers with its port.
import http from "node:http";

process.once("message", ({ pages }) => {
  const answers = new Map(
    pages.map(({ path, status, headers, body }) => [
      path,
      { status, headers: { ...headers, "content-length": String(body.length) }, body: Buffer.from(body) },
    ]),
  );
  const server = http.createServer((request, response) => {
    const answer = answers.get(request.url);
    if (!answer) {
      response.writeHead(404, { "content-length": "0" }).end();
      return;
    }
    response.writeHead(answer.status, answer.headers).end(answer.body);
  });
  server.listen(0, "127.0.0.1", () => process.send({ port: server.address().port }));
  process.once("SIGTERM", () => {
    server.closeAllConnections();
    server.close(() => process.exit(0));
  });
  // The parent gone, nothing is measured any more.
  process.once("disconnect", () => process.exit(0));
});
