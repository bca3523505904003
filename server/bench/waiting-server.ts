/**
 * The control for the bench's main-thread CPU (issue 38): Fastify alone, in its own process, with
 * one route that answers `{}` after waiting `ms` on a timer, and no other work. Asked by one client
 * at a case's own latency, it shows what sleeping and being woken costs a main thread on this
 * machine (on the 2-core VM the bench ran on, a route that only waits 14–30 ms cost 0.7–1.0 ms of
 * main-thread CPU per request, against 0.05–0.07 ms answering back to back); the server's own part
 * of a case's one-client figure is what it costs beyond that. Started by `startWaitingRoute`
 * (server/bench/http.ts).
 */
import Fastify from 'fastify';

const app = Fastify();
app.get<{ Params: { ms: string } }>('/wait/:ms', async (req) => {
  await new Promise((resolve) => setTimeout(resolve, Number(req.params.ms)));
  return {};
});
console.log(
  `waiting route at ${await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 0) })}`,
);
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
