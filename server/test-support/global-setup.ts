import { prepareTemplate } from './databases';

export default async function setup(): Promise<void> {
  await prepareTemplate();
}
