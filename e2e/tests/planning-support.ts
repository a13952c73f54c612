import type { Browser, Locator, Page } from 'playwright-core';
import { NO_EMPLOYEE_FILTER, type EmployeeDto, type PropertyDto, type WatchTemplateSummaryDto } from '@kaj/contract';
import { DEMO_PASSWORD, newPage, type RunningKaj } from '../src/harness.ts';
import { logIn } from '../src/login.ts';

/** Helpers of the planning browser tests: the demo data through the API, and the grid's cells. */

export type ApiCall = <T>(path: string, query?: Record<string, string | number | boolean>, body?: unknown) => Promise<T>;

/** Calls the API as a demo user (for arranging data and reading it back, never for what the test shows). */
export async function apiAs(kaj: RunningKaj, email: string): Promise<ApiCall> {
  const login = await fetch(`${kaj.url}/api/Authenticate/Login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: email, password: DEMO_PASSWORD }),
  });
  const { token } = (await login.json()) as { token: string };
  return async <T>(path: string, query: Record<string, string | number | boolean> = {}, body?: unknown): Promise<T> => {
    const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
    // No body: GET; null: a POST without a body; anything else: a POST with it.
    const hasBody = body !== undefined && body !== null;
    const response = await fetch(`${kaj.url}/api/${path}?${search}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { Authorization: `Bearer ${token}`, ...(hasBody ? { 'Content-Type': 'application/json' } : {}) },
      body: hasBody ? JSON.stringify(body) : undefined,
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${path} answered ${response.status}: ${text}`);
    return (text ? JSON.parse(text) : null) as T;
  };
}

/** The department property of a ship's department, e.g. ('Havørnen', 'Dæk'). */
export async function departmentId(api: ApiCall, ship: string, name?: string): Promise<number> {
  const departments = await api<PropertyDto[]>('Plan/GetDepartments');
  const shipNode = departments.find((department) => department.name.endsWith(ship));
  if (!shipNode) throw new Error(`No department ${ship} among ${JSON.stringify(departments.map((d) => [d.propertyId, d.name, d.parentId]))}`);
  if (!name) return shipNode.propertyId;
  const found = departments.find((department) => department.name === name && department.parentId === shipNode.propertyId);
  if (!found) throw new Error(`No department ${ship}/${name}`);
  return found.propertyId;
}

export async function gridRows(api: ApiCall, department: number, start: string, end: string): Promise<EmployeeDto[]> {
  return api<EmployeeDto[]>('Plan/GetEmployeesPeriod', { departmentid: department, start, end }, NO_EMPLOYEE_FILTER);
}

export async function employmentOf(api: ApiCall, department: number, start: string, end: string, firstName: string, lastName: string): Promise<number> {
  const rows = await gridRows(api, department, start, end);
  const employee = rows.find((row) => row.firstName === firstName && row.lastName === lastName);
  const employmentId = employee?.employments[0]?.employmentId;
  if (!employmentId) throw new Error(`No employment of ${firstName} ${lastName}`);
  return employmentId;
}

export async function templateId(api: ApiCall, code: string): Promise<number> {
  const templates = await api<WatchTemplateSummaryDto[]>('WatchTemplate/GetActiveWatchTemplates');
  const found = templates.find((template) => template.code === code);
  if (!found) throw new Error(`No template ${code}`);
  return found.watchTemplateId;
}

/** The codes shown in one employment's cells, by date. */
export async function codesOf(api: ApiCall, department: number, start: string, end: string, employmentId: number): Promise<Record<string, string[]>> {
  const rows = await gridRows(api, department, start, end);
  const employment = rows.flatMap((row) => row.employments).find((each) => each.employmentId === employmentId);
  return Object.fromEntries((employment?.watchDays ?? []).filter((day) => day.watches.length > 0).map((day) => [day.date, day.watches.map((watch) => watch.code)]));
}

/** Places a code on an employment's dates through the API, as arranged data. */
export async function placeByApi(api: ApiCall, code: string, employmentId: number, dates: string[], start: string, end: string) {
  await api('Plan/AddPlannedWatchPeriodBulk', { watchTemplateId: await templateId(api, code), employmentId, start, end }, dates);
}

/** Logs in and opens the grid of the ship's department. */
export async function openGrid(browser: Browser, kaj: RunningKaj, email: string, department: string): Promise<Page> {
  const page = await newPage(browser, kaj, { width: 1600, height: 900 });
  await logIn(page, email);
  await page.goto('/planning');
  await page.getByRole('grid', { name: 'Planlægningsgitter' }).waitFor();
  await chooseDepartment(page, department);
  return page;
}

export async function chooseDepartment(page: Page, department: string) {
  const chooser = page.getByRole('combobox', { name: 'Afdeling' });
  await chooser.click();
  await page.locator('.ant-select-tree-node-content-wrapper').filter({ hasText: new RegExp(`^${department}$`) }).first().click();
  await page.locator('.plan-grid').waitFor();
}

/** Moves the grid month by month until it shows the month that starts on `first` (the setting remembers the last). */
export async function showMonth(page: Page, first: string) {
  const title = page.getByTestId('plan-range-title');
  for (let step = 0; step < 24; step++) {
    const shown = await title.getAttribute('data-start');
    if (shown === first) break;
    await page.getByRole('button', { name: shown !== null && shown < first ? 'Næste måned' : 'Forrige måned' }).click();
  }
  await page.locator(`${'[data-testid="plan-range-title"]'}[data-start="${first}"]`).waitFor();
  await page.locator('.plan-grid').waitFor();
}

export function cell(page: Page, employmentId: number, date: string): Locator {
  return page.locator(`[data-cell="${employmentId}:${date}"]`);
}

/** Waits until every change sent has been answered. */
export async function settled(page: Page) {
  await page.locator('[data-testid="plan-saving"][data-saving="false"]').waitFor();
}

/** Waits until a cell shows exactly these codes, saved (no pending chips). */
export async function expectCodes(page: Page, employmentId: number, date: string, codes: string[]) {
  const target = cell(page, employmentId, date);
  await target.locator('.plan-chip').first().waitFor({ state: codes.length ? 'visible' : 'detached' }).catch(() => undefined);
  await page.waitForFunction(
    ({ selector, expected }) => {
      const element = document.querySelector(selector);
      if (!element || element.querySelector('.plan-chip.is-pending')) return false;
      const shown = [...element.querySelectorAll('.plan-chip')].map((chip) => chip.firstChild?.textContent ?? '');
      return JSON.stringify(shown) === JSON.stringify(expected);
    },
    { selector: `[data-cell="${employmentId}:${date}"]`, expected: codes },
    { timeout: 10_000 },
  );
}
