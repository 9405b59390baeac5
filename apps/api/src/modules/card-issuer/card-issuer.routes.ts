import { CardIssuerSchema } from '@arx/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { jsonAnswer, sendJsonAnswer } from '../../lib/http-cache';
import type { ModuleDeps } from '../module-deps';
import { cardIssuerOf } from './card-issuer.service';

const tags = ['card'];

/** Public, as a pharmacist reads the same on the card: the settings only change with a restart. */
export const cardIssuerRoutes =
  ({ config }: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const answer = jsonAnswer(CardIssuerSchema, cardIssuerOf(config));

    app.get('/card_issuer', { schema: { tags, response: { 200: CardIssuerSchema } } }, async (request, reply) => {
      return sendJsonAnswer(request, reply, answer);
    });
  };
