/**
 * Setup of the web project's tests. Most web tests are pure modules in Node; a component test asks for a
 * DOM with `// @vitest-environment jsdom` on its first line, and only then is the rest of this file loaded
 * (so the Node tests stay as fast as before).
 */
if (typeof window !== 'undefined') await import('./dom-setup');
export {};
