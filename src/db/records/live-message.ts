import { LiveMessageSchema } from '../../contract/platform/live-channel';

/**
 * Kind `live.message`: a message of a live-channel room the device has joined (decision 013): recordId
 * `room:seq`, parentId the room, sortNum the host's sequence number, userId the signed-in user ('' signed out).
 */
export const LiveMessageRecordSchema = LiveMessageSchema;
