package medieval

//go:generate go tool msgp -file dead_view.go -o dead_view_gen.go -tests=false -io=false -unexported
//msgp:tag json

// deadView is the one member of a stored State that (*System).Dead reads:
// its generated decoder skips the others (the armor stacks unparsed) and
// allocates nothing. The tag is State.Dead's.
type deadView struct {
	Dead bool `json:"dead,omitempty"`
}
