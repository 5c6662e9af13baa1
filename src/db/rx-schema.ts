import { z } from 'zod';
import type { RxJsonSchema } from 'rxdb';

/** The local key of a user's record: the host's ids are per user (decision 007), so the owner is part of the key. */
export const recordId = (userId: string, id: string) => `${userId}:${id}`;

interface RxSchemaOptions {
  primaryKey: string;
  indexes?: (string | string[])[];
  version?: number;
}

type JsonProperty = { type?: string | string[]; enum?: unknown[]; maxLength?: number; minimum?: number; maximum?: number; multipleOf?: number };

/**
 * RxDB schema derived from the contract's zod schema (STACK-NOTES: draft-7,
 * primary key and indexed strings need maxLength, indexed numbers need
 * min/max/multipleOf, enums need maxLength).
 */
export function toRxSchema<T>(schema: z.ZodType<T>, options: RxSchemaOptions): RxJsonSchema<T> {
  const json = z.toJSONSchema(schema, { target: 'draft-7', io: 'output', unrepresentable: 'any' }) as Record<string, unknown>;
  const properties = json.properties as Record<string, JsonProperty>;
  const indexed = new Set([options.primaryKey, ...(options.indexes ?? []).flat()]);
  for (const [name, property] of Object.entries(properties)) {
    if (property.enum) property.maxLength ??= 32;
    if (!indexed.has(name)) continue;
    if (property.type === 'string') property.maxLength ??= 128;
    if (property.type === 'number' || property.type === 'integer') {
      property.type = 'number';
      property.minimum ??= -1e15;
      property.maximum ??= 1e15;
      property.multipleOf ??= 1;
    }
    if (property.type === 'boolean') continue;
  }
  delete json.$schema;
  delete json.additionalProperties;
  return {
    ...json,
    version: options.version ?? 0,
    primaryKey: options.primaryKey,
    type: 'object',
    properties,
    required: [...new Set([...(json.required as string[] | undefined ?? []), options.primaryKey])],
    indexes: options.indexes ?? [],
  } as unknown as RxJsonSchema<T>;
}
