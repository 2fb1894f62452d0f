declare module '@aws-lite/dynamodb' {
  const plugin: { name: string; service: string };
  export default plugin;
}
