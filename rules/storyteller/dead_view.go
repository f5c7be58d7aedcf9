package storyteller

// deadView is the part of a stored State that System.Dead reads. Its
// generated decoder (dead_view_gen.go) skips every other key of the state
// without building its value, so Dead costs no allocation for a state with
// a clip, a declared defence or a hold. The tag is State.Dead's.
//go:generate go tool msgp -file dead_view.go -o dead_view_gen.go -tests=false -io=false -unexported
//msgp:tag json

type deadView struct {
	Dead bool `json:"dead,omitempty"`
}
