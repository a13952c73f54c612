/** The routes outside the contract's call table, described for the OpenAPI document. */
export function describeOtherPaths(errorAnswer: (description: string) => object): Record<string, Record<string, object>> {
  const probe = (summary: string, properties: Record<string, object>, unavailable?: string) => ({
    get: {
      operationId: summary === 'Processen kører' ? 'Health' : 'Ready',
      tags: ['Drift'],
      summary,
      description: 'Offentlig; til load balancere og orkestrering',
      security: [],
      responses: {
        '200': { description: 'OK', content: { 'application/json': { schema: { type: 'object', required: ['status'], properties } } } },
        ...(unavailable ? { '503': { description: unavailable, content: { 'application/json': { schema: { type: 'object', properties } } } } } : {}),
      },
    },
  });
  return {
    '/api/health': probe('Processen kører', { status: { type: 'string', enum: ['ok'] }, process: { type: 'integer', description: 'Serverprocessens pid' } }),
    '/api/ready': probe(
      'Databasen svarer og har alle migreringer',
      {
        status: { type: 'string', enum: ['ok', 'unavailable'] },
        database: { type: 'string', enum: ['ok', 'unreachable'] },
        migrations: { type: 'string', enum: ['current', 'pending'] },
      },
      'Databasen svarer ikke, eller migreringerne er ikke kørt endnu',
    ),
    '/api/Plan/Events': {
      get: {
        operationId: 'Plan_Events',
        tags: ['Plan'],
        summary: 'Live-opdateringer til vagtplanen (server-sent events)',
        description:
          'Enhver logget ind bruger, for gitterets periode (`start`, `end`, højst et år) og eventuelt afdeling (`departmentId`, med underafdelinger). ' +
          'Når vagter ændres (fra enhver serverinstans), sender strømmen `event: rows` med `data: {"range":{…},"versions":{"<ansættelse>":<version>},"rows":[EmployeeDto…]}`: ' +
          'de ændrede rækker, som brugeren ser dem, for de ansættelser brugeren må læse. Kunne rækkerne ikke bygges, sendes `event: stale` med `data: {"employmentIds":[…]}`, ' +
          'og klienten læser dem selv. En kommentarlinje hvert 25. sekund. Efter en afbrudt forbindelse læser klienten det viste igen.',
        parameters: [
          { name: 'start', in: 'query', required: true, schema: { type: 'string', format: 'date' } },
          { name: 'end', in: 'query', required: true, schema: { type: 'string', format: 'date' } },
          { name: 'departmentId', in: 'query', required: false, schema: { type: 'integer', minimum: 1 } },
        ],
        security: [{ bearer: [] }],
        responses: {
          '200': { description: 'En strøm af hændelser', content: { 'text/event-stream': { schema: { type: 'string' } } } },
          '400': errorAnswer('Perioden mangler eller er ugyldig'),
          '401': errorAnswer('Ikke logget ind, eller sessionen er udløbet'),
          '403': errorAnswer('Afdelingen ligger uden for brugerens afdelinger'),
          '404': errorAnswer('Afdelingen findes ikke'),
        },
      },
    },
    '/api/docs': {
      get: {
        operationId: 'Docs',
        tags: ['Drift'],
        summary: 'Dette OpenAPI-dokument',
        security: [],
        responses: { '200': { description: 'OpenAPI 3.0', content: { 'application/json': { schema: { type: 'object' } } } } },
      },
    },
  };
}
