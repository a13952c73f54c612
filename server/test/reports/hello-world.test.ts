import { describe, expect, it } from 'vitest';
import { client } from '../support/client.ts';
import { signedIn } from '../support/test-app.ts';
import { useTestApp } from '../support/use-test-app.ts';
import { pdfText } from './pdf-text.ts';

const test = useTestApp();

describe('HelloWorldPDF', () => {
  it('answers a one-page PDF with Danish letters', async () => {
    const planner = client(test, (await signedIn(test, ['Planner'])).token);
    const answer = await planner.get('Report/HelloWorldPDF');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(answer.rawPayload.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(1);
    expect(pdfText(answer.rawPayload)).toBe('Hello WorldKaj kan lave PDF-filer: æøå ÆØÅ.Side 1 af 1');
  });

  it('is refused to an employee', async () => {
    const employee = client(test, (await signedIn(test, ['Employee'])).token);
    expect((await employee.get('Report/HelloWorldPDF')).statusCode).toBe(403);
  });
});
