// Waits until the local broker answers, then creates the contract's topics.
import { Topics } from '@empires/contracts';
import { createKafka, ensureTopics, kafkaIsUp, kafkaSettings, warmUpGroupCoordinator } from '@empires/messaging';

async function main(): Promise<void> {
  const kafka = createKafka(kafkaSettings('empires-setup'), true);
  const deadline = Date.now() + 90_000;
  while (!(await kafkaIsUp(kafka))) {
    if (Date.now() > deadline) throw new Error('kafka did not become ready within 90 s (see .data/kafka/server.out)');
    await new Promise((r) => setTimeout(r, 500));
  }
  const created = await ensureTopics(kafka);
  await warmUpGroupCoordinator(kafka, Topics.gameEvents.name);
  console.log(
    `kafka: ready on ${kafkaSettings('x').brokers.join(',')}${created.length ? `, created ${created.join(', ')}` : ''}`,
  );
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
