import Storyflow

/// Main, exported by Storyflow.
func macPanesFlow() throws(FlowDefinitionError) -> Flow {
    try Flow("Main", device: .mac) {
        SplitViewController("Spl-Mp-001", title: "Mail", initial: true) {
            ViewController("Sdb-Mp-001", title: "Mailboxes") {
                Control(id: "", kind: .checkBox, text: "Unread only", isOn: false)
                Control(id: "", kind: .radioButton, text: "Today", isOn: true)
                Control(id: "", kind: .radioButton, text: "This week", isOn: false)
            }
        } supplementary: {
            ViewController("Lst-Mp-001", title: "Messages") {
                Control(id: "", kind: .popUpButton, text: "By Sender")
            }
        } detail: {
            ViewController("Dtl-Mp-001", title: "Message")
        }
    }
}
