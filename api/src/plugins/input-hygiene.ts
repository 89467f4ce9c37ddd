import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-error';
import { messages } from '../texts';

// Values JSON Schema lets through but nothing downstream should ever see:
// - a NUL character in text: PostgreSQL's text cannot hold it and fails the whole statement;
// - a number that is not finite: "1e309" parses to Infinity, and query strings are coerced
//   ("limit=Infinity"), which slips past minimum/maximum.
// Checked after validation (so a guest still learns to sign in first) and before any handler.

const MAX_DEPTH = 8;

type Problem = 'nul' | 'notFinite';

function findProblem(value: unknown, path: string[], depth: number): { path: string[]; problem: Problem } | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? { path, problem: 'nul' } : undefined;
  if (typeof value === 'number') return Number.isFinite(value) ? undefined : { path, problem: 'notFinite' };
  if (typeof value !== 'object' || value === null || depth > MAX_DEPTH) return undefined;
  for (const [key, child] of Object.entries(value)) {
    if (key.includes('\u0000')) return { path: [...path, key], problem: 'nul' };
    const found = findProblem(child, Array.isArray(value) ? path : [...path, key], depth + 1);
    if (found) return found;
  }
  return undefined;
}

function problemOf(request: FastifyRequest) {
  for (const part of [request.params, request.query, request.body]) {
    const found = findProblem(part, [], 0);
    if (found) return found;
  }
  return undefined;
}

export const inputHygienePlugin = fp(
  (app, _options, done) => {
    app.addHook('preHandler', (request, _reply, next) => {
      const found = problemOf(request);
      if (!found) {
        next();
        return;
      }
      const field = found.path.join('.');
      // A number out of range reads best in the route's own words ("limit must be a whole number from 1 to 100.").
      const routeMessage = request.routeOptions.config.validationMessages?.[field]?.default;
      const detail = found.problem === 'nul' ? messages.errors.nulCharacter : (routeMessage ?? messages.errors.notFiniteNumber);
      next(new HttpError(400, detail, field ? { [field]: detail } : undefined));
    });
    done();
  },
  { name: 'booknook-input-hygiene' },
);
