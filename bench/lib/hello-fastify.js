'use strict';
/** Bare Fastify hello-world, the baseline the service is compared to. Usage: node hello-fastify.js <port> */
const fastify = require('fastify')({ logger: false });

fastify.get('/', async () => ({ hello: 'world' }));
fastify.listen({ port: Number(process.argv[2]), host: '127.0.0.1' }).then(
  () => console.log('ready'),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
process.on('SIGTERM', () => fastify.close().then(() => process.exit(0)));
