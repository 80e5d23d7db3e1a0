print("storyflow")
