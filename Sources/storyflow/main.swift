import StoryflowCommand

await StoryflowCLI.main(flows: [])
