// Loading parts of the widget on demand: what only an interaction needs is a chunk beside the entry.
export { LazyPart, StayPartError } from './lazy-part.js';
export { LazyPartController, type LazyPartHost } from './lazy-part-controller.js';
export { holdIdleWork, whenIdle } from './idle.js';
