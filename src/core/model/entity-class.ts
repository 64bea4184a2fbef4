/** A declared entity's class (its own file, so that the field registry and the write rules both name it without importing each other). */
export type EntityClass = abstract new (...args: never[]) => object;
