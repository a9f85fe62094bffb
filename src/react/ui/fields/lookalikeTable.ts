// The table of look-alike characters (UTS #39), in a chunk of its own: only a list with names beyond ASCII loads it.
export { LOOKALIKE_TABLE } from '../../../core';
