import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../shared/api/api-error';
import {
  type Contract,
  type ContractBody,
  type ContractParams,
  type ContractQuery,
  type ContractReply,
  errorStatusesOf,
} from '../../shared/api/contract';
import type { LoginOfAccess } from '../plugins/auth/access';

/**
 * The request a handler receives: params, query and body as the contract's schemas give them,
 * and the login the access hook checked, typed by the contract's access (`loginOf(request)`).
 */
export type EndpointRequest<C extends Contract> = FastifyRequest<{
  Params: ContractParams<C>;
  Querystring: ContractQuery<C>;
  Body: ContractBody<C>;
}> & { login: LoginOfAccess[C['access']] };

/** A handler answers one of the contract's success bodies, or sends through the reply itself. */
export type EndpointHandler<C extends Contract> = (
  request: EndpointRequest<C>,
  reply: FastifyReply,
) => Promise<ContractReply<C> | FastifyReply> | ContractReply<C> | FastifyReply;

/** Route options beyond the contract that a few routes need (a larger body, say). */
export type EndpointOptions = Pick<RouteShorthandOptions, 'bodyLimit' | 'serializerCompiler'>;

/**
 * Registers a route from its contract: Fastify validates params, query and body with the
 * contract's schemas and serialises each declared response with its own; the access hook
 * (plugins/auth/access.ts) reads `config.access`, the error handler `config.contract`.
 */
export function addEndpoint<C extends Contract>(
  app: FastifyInstance,
  contract: C,
  handler: EndpointHandler<C>,
  options: EndpointOptions = {},
): void {
  const errorResponses = Object.fromEntries(
    errorStatusesOf(contract).map((status) => [status, apiErrorSchema]),
  );
  app.withTypeProvider<ZodTypeProvider>().route({
    method: contract.method,
    url: contract.path,
    ...options,
    schema: {
      tags: [...contract.tags],
      summary: contract.summary,
      description: describe(contract),
      ...(contract.hide ? { hide: true } : {}),
      ...(contract.params ? { params: contract.params } : {}),
      ...(contract.query ? { querystring: contract.query } : {}),
      ...(contract.body ? { body: contract.body } : {}),
      ...(contract.multipart ? { body: contract.multipart.fields, consumes: ['multipart/form-data'] } : {}),
      response: { ...errorResponses, ...contract.responses },
    },
    // A multipart body is a stream the handler reads part by part and validates itself; the
    // fields' schema only documents it.
    ...(contract.multipart ? { validatorCompiler: skipBodyValidation as never } : {}),
    config: { access: contract.access, contract, stateChanging: contract.stateChanging },
    handler: handler as never,
  });
}

const skipBodyValidation: typeof validatorCompiler = (route) =>
  route.httpPart === 'body' ? (value) => ({ value }) : validatorCompiler(route);

/** The description in the API document: the contract's own, who may call, and its error codes. */
function describe(contract: Contract): string {
  const parts = [
    contract.description,
    `Access: ${contract.access}.`,
    `Error codes: ${contract.errorCodes.join(', ')}.`,
  ];
  return parts.filter(Boolean).join('\n\n');
}
