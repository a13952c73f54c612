/** The demo users' password: seeded on demo starts, refused by production starts. */
export const DEMO_PASSWORD = 'Demo1234';
