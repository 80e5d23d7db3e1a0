import StoryflowCommand
import StoryflowSamples

await StoryflowCLI.main { try Samples.all() }
