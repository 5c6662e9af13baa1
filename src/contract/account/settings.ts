// member host: the user's settings and member rank (spec §2 user_center notice_settings, member_center; spec §3 Rank).
// Paths are ours (docs/decisions/006, issue 15: settings and information).
import { z } from 'zod';
import { NOTICE_TOPICS } from '../../domain/notices';
import { defineCall } from '../define-call';
import { RankSchema } from '../entities/user';

const SETTINGS = '/api/userssettings/userssettings';

export const NoticeTopicSchema = z.enum(NOTICE_TOPICS, { error: '通知类型不正确' }).meta({ maxLength: 16 });
export const NoticeSwitchSchema = z.object({ topic: NoticeTopicSchema, enabled: z.boolean() });
export type NoticeSwitchEntry = z.infer<typeof NoticeSwitchSchema>;

/** The signed-in user's switches, every topic (defaults where the user chose nothing). */
export const noticeSettings = defineCall({
  name: 'member.noticeSettings', host: 'member', method: 'GET', path: `${SETTINGS}/noticesettings`, encoding: 'query', role: 'user', mutating: false,
  request: z.object({}),
  response: z.object({ switches: z.array(NoticeSwitchSchema) }),
});

/** Turns one topic on or off; queued offline (replay: outbox) and answers every switch. */
export const saveNoticeSetting = defineCall({
  name: 'member.saveNoticeSetting', host: 'member', method: 'POST', path: `${SETTINGS}/savenoticesetting`, encoding: 'json', role: 'user', mutating: true, replay: 'outbox',
  request: z.object({
    topic: NoticeTopicSchema,
    enabled: z.boolean({ error: '开关状态不正确' }),
  }),
  response: z.object({ switches: z.array(NoticeSwitchSchema) }),
});

export const RankStepSchema = RankSchema.extend({ minGrowth: z.number().int(), perks: z.array(z.string()) });
export type RankStepEntry = z.infer<typeof RankStepSchema>;

/** The user's growth value, rank, the next rank and the whole ladder with what moves it (spec §3 Rank). */
export const memberRank = defineCall({
  name: 'member.memberRank', host: 'member', method: 'GET', path: '/api/rank/rank/memberrank', encoding: 'query', role: 'user', mutating: false,
  request: z.object({}),
  response: z.object({
    growth: z.number().int(),
    rank: RankStepSchema.nullable(),
    next: z.object({ rank: RankStepSchema, missing: z.number().int() }).nullable(),
    ladder: z.array(RankStepSchema),
    ways: z.array(z.object({ title: z.string(), detail: z.string() })),
  }),
});
