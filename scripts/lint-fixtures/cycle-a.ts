import { b } from './cycle-b';

export const a = (): number => b() + 1;
