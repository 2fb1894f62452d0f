import { logger } from '#lib/logger';
import { handleSesFeedback, type SesFeedback } from '#mail/feedback';

/**
 * SES's bounces and complaints, from the configuration set's SNS topic (`infra/src/mail-path.ts`). A message that is
 * not JSON is logged and dropped (SNS would only deliver it again); a failure to store fails the invocation, and SNS
 * tries again.
 */
export async function handler(event: { Records: { Sns: { Message: string } }[] }): Promise<void> {
  for (const record of event.Records) {
    let feedback: SesFeedback;
    try {
      feedback = JSON.parse(record.Sns.Message) as SesFeedback;
    } catch (error) {
      logger.warn('an SNS message that is not JSON', { error });
      continue;
    }
    await handleSesFeedback(feedback, logger);
  }
}
