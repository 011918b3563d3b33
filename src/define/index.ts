// Registers every element: the entry of the script-tag bundle `dist/stay-search.js`.
import './stay-pager.js';

export * from '../index.js';
