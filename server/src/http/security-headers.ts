import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';

/**
 * Security headers on every answer, with a strict Content Security Policy: scripts, data and frames from
 * Kaj itself only. Styles also allow inline `<style>` elements, because antd writes its CSS-in-JS into them
 * at run time (docs/decisions.md, "Login og sikkerhed"); a style cannot run script.
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: { https: boolean }) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(options.https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // HSTS only where Kaj is served over HTTPS: on plain http it would lock browsers out of a local install.
    strictTransportSecurity: options.https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
}

/** A request's URL as logs may show it: a reset link's token is a password in all but name. */
export function urlForLog(url: string): string {
  return url.replace(/(\/change-password\/)[^?#]*/i, '$1[skjult]');
}
