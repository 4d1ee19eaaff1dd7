/*
 * Outside the server project, the server is read from its declaration files, which import only what
 * their exported types name. These imports bring its additions to Fastify's types (app.services,
 * app.swagger, route options) to the tests and scripts.
 */
import type {} from '@fastify/swagger';
import type {} from '../http/route.js';
import type {} from '../limits/rate-limiter.js';
import type {} from '../services.js';
